; interval_bounds: directed rounding as interval arithmetic writes it.
;
; interval_eval encloses sqrt(x^2 + 1) / (x + 2) + c x over [x - r, x + r]
; with __fadd_rd/_ru, __fmul_rd/_ru (fminf/fmaxf of the four products),
; __fdiv_rd/_ru, __fsqrt_rd/_ru, __fmaf_rd/_ru and __frcp_rd of the
; width. exact_ops writes the IEEE-exact intrinsics __fdiv_rn, __fmul_rz,
; __fsqrt_rd, __frcp_rn, __fsqrt_rn, __fdiv_rz, __fadd_rz and __fmaf_rz.
; bound_rows bounds row sums and root mean squares of doubles with
; __dadd_rd/_ru, __fma_rd/_ru, __ddiv_rd/_ru and __dsqrt_rd/_ru, narrows
; them with __double2float_rd/_ru, and encloses 64-bit counts with
; __ll2float_rd/_ru (clang turns __uint2float_rz/__int2float_rz of the
; row index into plain uitofp/sitofp).
;
; Expected values are exact: each operation's real result (a Fraction;
; a square root bracketed finer than any rounding boundary) rounded once
; in the intrinsic's direction (models_int.py).
; Exercises: llvm.nvvm.{add,mul,fma,div}.{rn,rz,rm,rp}.{f,d},
; llvm.nvvm.sqrt.{rn,rm,rp}.{f,d}, llvm.nvvm.rcp.{rn,rm}.f,
; llvm.nvvm.d2f.{rm,rp}, llvm.nvvm.ll2f.{rm,rp}, llvm.nvvm.ll2d.rn,
; llvm.minnum/maxnum.f32, byval struct device functions inlined.
;
; launch: %interval_eval grid=1 block=96
; arg: @x = f32[80] ((i * 29) % 83) * 0.0625 - 1.2
; arg: 0.01
; arg: 0.75
; arg: @lo = f32[80] 0
; arg: @hi = f32[80] 0
; arg: @inv_width = f32[80] 0
; arg: 80
; expect: @lo == [1.0114881992340088, 0.8970525860786438, 2.4006187915802, 0.5747573375701904, 1.0968372821807861, 2.606314182281494, 0.39494144916534424, 1.3035625219345093, 2.8107190132141113, 0.355333149433136, 1.513126254081726, 3.0139076709747314, 0.40487003326416016, 1.7233147621154785, 3.2159693241119385, 0.5158249139785767, 1.9329960346221924, 3.4169952869415283, 0.6682363152503967, 2.1416285037994385, 3.617074489593506, 0.8489396572113037, 2.348987340927124, 0.652655839920044, 1.0460236072540283, 2.55501389503479, 0.42383241653442383, 1.2514948844909668, 2.759735107421875, 0.35547322034835815, 1.4606136083602905, 2.9632198810577393, 0.38583123683929443, 1.6707838773727417, 3.1655545234680176, 0.48375219106674194, 1.880659818649292, 3.366830825805664, 0.6269326210021973, 2.0895845890045166, 3.567138671875, 0.8018303513526917, 2.297272205352783, 0.7487080097198486, 0.9957180619239807, 2.503631591796875, 0.4623982906341553, 1.1996450424194336, 2.7086737155914307, 0.36165064573287964, 1.408160924911499, 2.9124600887298584, 0.3709690570831299, 1.6182314157485962, 3.1150736808776855, 0.45413631200790405, 1.828262448310852, 3.316606044769287, 0.5876038670539856, 2.0374627113342285, 3.5171477794647217, 0.7558878064155579, 2.2454733848571777, 0.8666739463806152, 0.9460223913192749, 2.452166795730591, 0.5121004581451416, 1.148070216178894, 2.657533884048462, 0.3745384216308594, 1.355798602104187, 2.8616268634796143, 0.3606611490249634, 1.5656726360321045, 3.0645253658294678, 0.4277435541152954, 1.7758111953735352, 3.2663192749023438, 0.5504858493804932, 1.9852652549743652]
; expect: @hi == [1.094520092010498, 0.9194878339767456, 2.4224772453308105, 0.6279020309448242, 1.119624376296997, 2.6279356479644775, 0.43321147561073303, 1.326430082321167, 2.832111358642578, 0.38475796580314636, 1.5359114408493042, 3.035080909729004, 0.42834484577178955, 1.745928168296814, 3.236933708190918, 0.5360776782035828, 1.955392599105835, 3.4377617835998535, 0.68968266248703, 2.1637887954711914, 3.6376540660858154, 0.8712300062179565, 2.370906114578247, 0.711258053779602, 1.0687530040740967, 2.5766937732696533, 0.46505746245384216, 1.274361252784729, 2.7811837196350098, 0.3867636024951935, 1.4834301471710205, 2.9844467639923096, 0.41060391068458557, 1.6934459209442139, 3.186570167541504, 0.50394207239151, 1.9031132459640503, 3.387645959854126, 0.6481044888496399, 2.1118052005767822, 3.587764024734497, 0.8239498138427734, 2.319251298904419, 0.813865065574646, 1.0183708667755127, 2.5253708362579346, 0.5070128440856934, 1.2224985361099243, 2.73017954826355, 0.39500942826271057, 1.4310022592544556, 2.933741331100464, 0.3971560299396515, 1.640938639640808, 3.136141061782837, 0.4753263592720032, 1.850771188735962, 3.337470293045044, 0.6084815263748169, 2.0597424507141113, 3.5378196239471436, 0.7778095006942749, 2.2675130367279053, 0.9398177862167358, 0.9685778617858887, 2.4739654064178467, 0.5606428384780884, 1.1708979606628418, 2.6790971755981445, 0.4102073013782501, 1.3786574602127075, 2.8829634189605713, 0.38839271664619446, 1.5884212255477905, 3.0856451988220215, 0.4500266909599304, 1.7983734607696533, 3.287233352661133, 0.5710546970367432, 2.007603883743286]
; expect: @inv_width == [12.043564796447754, 44.572715759277344, 45.7488899230957, 18.816553115844727, 43.88448715209961, 46.25033187866211, 26.130109786987305, 43.73006820678711, 46.745689392089844, 33.98491668701172, 43.888160705566406, 47.229427337646484, 42.598846435546875, 44.221553802490234, 47.69994354248047, 49.375972747802734, 44.64970397949219, 48.154483795166016, 46.627986907958984, 45.12575912475586, 48.591861724853516, 44.86246109008789, 45.622989654541016, 17.06420135498047, 43.995887756347656, 46.12571716308594, 24.257097244262695, 43.73234558105469, 46.62306213378906, 31.95870018005371, 43.82785415649414, 47.110069274902344, 40.36705780029297, 44.126644134521484, 47.58359909057617, 49.52975845336914, 44.53662872314453, 48.04196548461914, 47.232486724853516, 45.00326156616211, 48.48401641845703, 45.20905303955078, 45.497779846191406, 15.34753131866455, 44.1446418762207, 45.999755859375, 22.414209365844727, 43.75698471069336, 46.4990119934082, 29.97711181640625, 43.780277252197266, 46.9897346496582, 38.18692398071289, 44.03884506225586, 47.46674346923828, 47.19196319580078, 44.42718505859375, 47.92887496948242, 47.89808654785156, 44.883827209472656, 48.37497329711914, 45.61690902709961, 45.372764587402344, 13.671690940856934, 44.335140228271484, 45.874481201171875, 20.600555419921875, 43.806339263916016, 46.37510681152344, 28.035642623901367, 43.7467155456543, 46.867919921875, 36.05998611450195, 43.95876693725586, 47.34885787963867, 44.876983642578125, 44.3217887878418, 47.81468200683594, 48.617210388183594, 44.7655029296875]
; launch: %exact_ops grid=1 block=64
; arg: @a = f32[48] ((i * 37) % 53 - 26) * 0.1
; arg: @b = f32[48] ((i * 11) % 17 + 1) * 0.3
; arg: @out = f32[384] 0
; arg: 48
; expect: @out == [-8.666666030883789, 0.3055555820465088, -0.2777777910232544, -0.4117646813392639, 0.4848484992980957, 0.0, -0.3333333134651184, 0.699999988079071, 0.4166666567325592, -0.24444444477558136, 0.9629629254341125, 1.1111111640930176, -0.1428571492433548, -0.9166666269302368, 2.5, -0.025641025975346565, -0.80952388048172, 6.666666507720947, 0.111111119389534, -0.6666666865348816, 0.4901960790157318, 0.27272728085517883, -0.46666666865348816, -0.4791666269302368, 0.46666666865348816, -0.1666666567325592, -0.3999999761581421, 0.7037037014961243, 0.3333333432674408, -0.3095238208770752, 1.0, 1.3333332538604736, -0.20512820780277252, -1.1428571939468384, 4.3333330154418945, -0.0833333358168602, -1.0555555820465088, 0.3529411852359772, 0.06060606241226196, -0.9333333373069763, 0.4791666269302368, 0.23333333432674408, -0.7499999403953552, -0.5555555820465088, 0.4444444477558136, -0.444444477558136, -0.4761905074119568, 0.7083333134651184, -0.7799999713897705, 3.9599997997283936, -0.8999999761581421, -10.709999084472656, 5.279999732971191, 0.0, -7.680000305175781, 6.299999713897705, 0.6000000238418579, -4.949999809265137, 7.0199995040893555, 0.8999999761581421, -2.5199999809265137, -5.28000020980835, 0.9000000357627869, -0.38999998569488525, -3.569999933242798, 0.6000000238418579, 1.4399999380111694, -2.1599998474121094, 12.749999046325684, 2.9699997901916504, -1.0499999523162842, -11.039999961853027, 4.199999809265137, -0.24000000953674316, -8.09999942779541, 5.12999963760376, 0.26999998092651367, -5.459999084472656, 5.760000228881836, 0.48000001907348633, -3.119999885559082, -5.039999961853027, 0.38999998569488525, -1.0799999237060547, -3.419999837875366, 9.179999351501465, 0.6599999666213989, -2.0999999046325684, 11.039999961853027, 2.0999999046325684, -1.0799999237060547, -11.25, 3.240000009536743, -0.35999998450279236, -8.399999618530273, 4.079999923706055, 1.612451434135437, 1.0488088130950928, 0.7071067690849304, 1.449137568473816, 1.2649110555648804, 0.0, 1.2649110555648804, 1.449137568473816, 0.7071067690849304, 1.0488088130950928, 1.612451434135437, 1.0, 0.774596631526947, 1.4832396507263184, 1.2247447967529297, 0.3162277638912201, 1.3038403987884521, 1.4142135381698608, 0.6324555277824402, 1.0954450368881226, 1.5811387300491333, 0.9486832618713379, 0.8366599678993225, 1.5165749788284302, 1.183215856552124, 0.4472135901451111, 1.3416407108306885, 1.3784048557281494, 0.5477225184440613, 1.1401753425598145, 1.549193263053894, 0.8944271802902222, 0.8944271802902222, 1.549193263053894, 1.1401753425598145, 0.5477225184440613, 1.3784048557281494, 1.3416407108306885, 0.4472135901451111, 1.183215856552124, 1.5165749788284302, 0.8366599678993225, 0.9486832618713379, 1.5811387300491333, 1.0954450368881226, 0.6324555277824402, 1.4142135381698608, 1.3038403987884521, 3.3333332538604736, 0.2777777910232544, 0.5555555820465088, 0.19607843458652496, 0.3030303120613098, 0.6666666865348816, 0.2083333283662796, 0.3333333432674408, 0.8333333134651184, 0.2222222238779068, 0.37037035822868347, 1.1111111640930176, 0.2380952537059784, 0.4166666567325592, 1.6666666269302368, 0.25641024112701416, 0.4761905074119568, 3.3333332538604736, 0.2777777910232544, 0.5555555820465088, 0.19607843458652496, 0.3030303120613098, 0.6666666865348816, 0.2083333283662796, 0.3333333432674408, 0.8333333134651184, 0.2222222238779068, 0.37037035822868347, 1.1111111640930176, 0.2380952537059784, 0.4166666567325592, 1.6666666269302368, 0.25641024112701416, 0.4761905074119568, 3.3333332538604736, 0.2777777910232544, 0.5555555820465088, 0.19607843458652496, 0.3030303120613098, 0.6666666865348816, 0.2083333283662796, 0.3333333432674408, 0.8333333134651184, 0.2222222238779068, 0.37037035822868347, 1.1111111640930176, 0.2380952537059784, 0.4166666567325592, 0.547722578048706, 1.8973665237426758, 1.3416407108306885, 2.2583179473876953, 1.8165901899337769, 1.2247449159622192, 2.190890312194824, 1.7320507764816284, 1.095445156097412, 2.1213202476501465, 1.6431677341461182, 0.9486832618713379, 2.0493900775909424, 1.5491933822631836, 0.7745966911315918, 1.974841833114624, 1.4491376876831055, 0.547722578048706, 1.8973665237426758, 1.3416407108306885, 2.2583179473876953, 1.8165901899337769, 1.2247449159622192, 2.190890312194824, 1.7320507764816284, 1.095445156097412, 2.1213202476501465, 1.6431677341461182, 0.9486832618713379, 2.0493900775909424, 1.5491933822631836, 0.7745966911315918, 1.974841833114624, 1.4491376876831055, 0.547722578048706, 1.8973665237426758, 1.3416407108306885, 2.2583179473876953, 1.8165901899337769, 1.2247449159622192, 2.190890312194824, 1.7320507764816284, 1.095445156097412, 2.1213202476501465, 1.6431677341461182, 0.9486832618713379, 2.0493900775909424, 1.5491933822631836, -8.666665077209473, 0.3055555522441864, -0.277777761220932, -0.4117646813392639, 0.4848484694957733, 0.0, -0.3333333134651184, 0.6999999284744263, 0.4166666269302368, -0.24444444477558136, 0.9629628658294678, 1.111111044883728, -0.1428571492433548, -0.9166666269302368, 2.499999761581421, -0.025641024112701416, -0.8095238208770752, 6.666666030883789, 0.1111111119389534, -0.6666666865348816, 0.4901960790157318, 0.27272725105285645, -0.46666663885116577, -0.4791666269302368, 0.46666663885116577, -0.1666666567325592, -0.3999999761581421, 0.7037036418914795, 0.3333333432674408, -0.3095237910747528, 1.0, 1.3333332538604736, -0.20512819290161133, -1.1428571939468384, 4.333332538604736, -0.0833333358168602, -1.0555554628372192, 0.3529411554336548, 0.060606058686971664, -0.9333332777023315, 0.4791666269302368, 0.23333331942558289, -0.7499999403953552, -0.555555522441864, 0.4444444477558136, -0.4444444477558136, -0.4761904776096344, 0.7083333134651184, -2.299999713897705, 4.699999809265137, 1.2999999523162842, 3.0, 4.899999618530273, 1.5, 3.200000047683716, 5.099999904632568, 1.7000000476837158, 3.3999998569488525, 5.299999713897705, 1.899999976158142, 3.5999996662139893, 0.20000004768371582, 2.0999999046325684, 3.799999952316284, 0.39999985694885254, 2.299999952316284, 3.999999761581421, 0.5999999046325684, 7.599999904632568, 4.199999809265137, 0.800000011920929, 2.500000238418579, 4.399999618530273, 1.0, 2.700000047683716, 4.599999904632568, 1.1999999284744263, 2.8999998569488525, 4.800000190734863, 1.399999976158142, 3.0999999046325684, -0.3000001907348633, 1.5999999046325684, 3.299999713897705, -0.10000002384185791, 6.899999618530273, 3.499999761581421, 0.10000002384185791, 7.099999904632568, 3.6999998092651367, 0.30000007152557373, 2.0, 3.9000000953674316, 0.4999999701976776, 2.1999998092651367, 4.099999904632568, 0.2199999839067459, 4.9599995613098145, 0.10000002384185791, -9.709999084472656, 6.279999732971191, 1.0, -6.680000305175781, 7.299999713897705, 1.600000023841858, -3.950000047683716, 8.019999504089355, 1.899999976158142, -1.5199999809265137, -4.28000020980835, 1.899999976158142, 0.60999995470047, -2.569999933242798, 1.600000023841858, 2.43999981880188, -1.159999966621399, 13.749999046325684, 3.9699997901916504, -0.04999998211860657, -10.039999961853027, 5.199999809265137, 0.7599999308586121, -7.09999942779541, 6.12999963760376, 1.2699999809265137, -4.459999084472656, 6.760000228881836, 1.4800000190734863, -2.119999885559082, -4.039999961853027, 1.3899999856948853, -0.08000001311302185, -2.419999837875366, 10.179999351501465, 1.659999966621399, -1.0999999046325684, 12.039999961853027, 3.0999999046325684, -0.08000001311302185, -10.25, 4.239999771118164, 0.6399999856948853, -7.399999618530273, 5.079999923706055]
; launch: %bound_rows grid=1 block=32
; arg: @v = f64[120] ((i * 71) % 97 - 48) * 0.013
; arg: @count = i64[20] (i * 123456789) * 1000003 + 7
; arg: @sum_lo = f32[20] 0
; arg: @sum_hi = f32[20] 0
; arg: @rms_lo = f32[20] 0
; arg: @rms_hi = f32[20] 0
; arg: @count_lo = f32[20] 0
; arg: @count_hi = f32[20] 0
; arg: 20
; arg: 6
; expect: @sum_lo == [0.012999999336898327, -0.8060000538825989, 0.8969999551773071, 0.07799999415874481, -0.7410000562667847, 0.9619999527931213, -1.1180000305175781, 0.5849999785423279, -0.23400001227855682, 0.20799998939037323, 0.6499999761581421, -0.16900001466274261, 0.27299997210502625, -0.5460000038146973, -0.10400000214576721, 0.33799999952316284, -0.48100000619888306, -0.039000000804662704, 0.40299999713897705, -0.41600000858306885]
; expect: @sum_hi == [0.013000000268220901, -0.8059999942779541, 0.8970000147819519, 0.07800000160932541, -0.7409999966621399, 0.9620000123977661, -1.1179999113082886, 0.5850000381469727, -0.23399999737739563, 0.20800000429153442, 0.6500000357627869, -0.16899999976158142, 0.27300000190734863, -0.5459999442100525, -0.10399999469518661, 0.33800002932548523, -0.48099997639656067, -0.038999997079372406, 0.40300002694129944, -0.41599997878074646]
; expect: @rms_lo == [0.40079233050346375, 0.3692243993282318, 0.3372909128665924, 0.3912258446216583, 0.3265993893146515, 0.3794575035572052, 0.39115384221076965, 0.31768089532852173, 0.3929499387741089, 0.3456631302833557, 0.36057916283607483, 0.4017750024795532, 0.3057534396648407, 0.40145939588546753, 0.34435686469078064, 0.348503440618515, 0.40872544050216675, 0.30241885781288147, 0.4063756465911865, 0.3508394658565521]
; expect: @rms_hi == [0.40079236030578613, 0.3692244291305542, 0.3372909426689148, 0.3912258744239807, 0.3265994191169739, 0.3794575333595276, 0.39115387201309204, 0.3176809251308441, 0.3929499685764313, 0.3456631600856781, 0.3605791926383972, 0.4017750322818756, 0.3057534694671631, 0.4014594256877899, 0.344356894493103, 0.3485034704208374, 0.40872547030448914, 0.30241888761520386, 0.4063756763935089, 0.3508394956588745]
; expect: @count_lo == [7.0, 123457157201920.0, 246914314403840.0, 370371471605760.0, 493828628807680.0, 617285786009600.0, 740742943211520.0, 864200100413440.0, 987657257615360.0, 1111114414817280.0, 1234571572019200.0, 1358028662112256.0, 1481485886423040.0, 1604942976516096.0, 1728400200826880.0, 1851857290919936.0, 1975314515230720.0, 2098771605323776.0, 2222228829634560.0, 2345685919727616.0]
; expect: @count_hi == [7.0, 123457165590528.0, 246914331181056.0, 370371505160192.0, 493828662362112.0, 617285853118464.0, 740743010320384.0, 864200167522304.0, 987657324724224.0, 1111114481926144.0, 1234571706236928.0, 1358028796329984.0, 1481486020640768.0, 1604943110733824.0, 1728400335044608.0, 1851857425137664.0, 1975314649448448.0, 2098771739541504.0, 2222228963852288.0, 2345686188163072.0]
; ModuleID = 'src/interval_bounds.cu'
source_filename = "src/interval_bounds.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Interval = type { float, float }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Interval @_Z4iadd8IntervalS_(ptr nocapture noundef readonly byval(%struct.Interval) align 4 %0, ptr nocapture noundef readonly byval(%struct.Interval) align 4 %1) local_unnamed_addr #0 {
  %3 = load float, ptr %0, align 4, !tbaa !10
  %4 = load float, ptr %1, align 4, !tbaa !10
  %5 = tail call noundef float @llvm.nvvm.add.rm.f(float %3, float %4)
  %6 = getelementptr inbounds i8, ptr %0, i64 4
  %7 = load float, ptr %6, align 4, !tbaa !15
  %8 = getelementptr inbounds i8, ptr %1, i64 4
  %9 = load float, ptr %8, align 4, !tbaa !15
  %10 = tail call noundef float @llvm.nvvm.add.rp.f(float %7, float %9)
  %11 = insertvalue %struct.Interval poison, float %5, 0
  %12 = insertvalue %struct.Interval %11, float %10, 1
  ret %struct.Interval %12
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Interval @_Z4imul8IntervalS_(ptr nocapture noundef readonly byval(%struct.Interval) align 4 %0, ptr nocapture noundef readonly byval(%struct.Interval) align 4 %1) local_unnamed_addr #0 {
  %3 = load float, ptr %0, align 4, !tbaa !10
  %4 = load float, ptr %1, align 4, !tbaa !10
  %5 = tail call noundef float @llvm.nvvm.mul.rm.f(float %3, float %4)
  %6 = getelementptr inbounds i8, ptr %1, i64 4
  %7 = load float, ptr %6, align 4, !tbaa !15
  %8 = tail call noundef float @llvm.nvvm.mul.rm.f(float %3, float %7)
  %9 = tail call noundef float @llvm.minnum.f32(float %5, float %8)
  %10 = getelementptr inbounds i8, ptr %0, i64 4
  %11 = load float, ptr %10, align 4, !tbaa !15
  %12 = tail call noundef float @llvm.nvvm.mul.rm.f(float %11, float %4)
  %13 = tail call noundef float @llvm.nvvm.mul.rm.f(float %11, float %7)
  %14 = tail call noundef float @llvm.minnum.f32(float %12, float %13)
  %15 = tail call noundef float @llvm.minnum.f32(float %9, float %14)
  %16 = tail call noundef float @llvm.nvvm.mul.rp.f(float %3, float %4)
  %17 = tail call noundef float @llvm.nvvm.mul.rp.f(float %3, float %7)
  %18 = tail call noundef float @llvm.maxnum.f32(float %16, float %17)
  %19 = tail call noundef float @llvm.nvvm.mul.rp.f(float %11, float %4)
  %20 = tail call noundef float @llvm.nvvm.mul.rp.f(float %11, float %7)
  %21 = tail call noundef float @llvm.maxnum.f32(float %19, float %20)
  %22 = tail call noundef float @llvm.maxnum.f32(float %18, float %21)
  %23 = insertvalue %struct.Interval poison, float %15, 0
  %24 = insertvalue %struct.Interval %23, float %22, 1
  ret %struct.Interval %24
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Interval @_Z4isqr8Interval(ptr nocapture noundef readonly byval(%struct.Interval) align 4 %0) local_unnamed_addr #0 {
  %2 = load float, ptr %0, align 4, !tbaa !10
  %3 = getelementptr inbounds i8, ptr %0, i64 4
  %4 = load float, ptr %3, align 4, !tbaa !15
  %5 = tail call noundef float @llvm.nvvm.mul.rm.f(float %4, float %4)
  %6 = tail call noundef float @llvm.nvvm.mul.rp.f(float %2, float %2)
  %7 = tail call noundef float @llvm.nvvm.mul.rp.f(float %4, float %4)
  %8 = fcmp contract ult float %2, 0.000000e+00
  br i1 %8, label %12, label %9

9:                                                ; preds = %1
  %10 = tail call noundef float @llvm.nvvm.mul.rm.f(float %2, float %2)
  %11 = insertvalue %struct.Interval poison, float %10, 0
  br label %18

12:                                               ; preds = %1
  %13 = fcmp contract ugt float %4, 0.000000e+00
  br i1 %13, label %16, label %14

14:                                               ; preds = %12
  %15 = insertvalue %struct.Interval poison, float %5, 0
  br label %18

16:                                               ; preds = %12
  %17 = tail call noundef float @llvm.maxnum.f32(float %6, float %7)
  br label %18

18:                                               ; preds = %16, %14, %9
  %19 = phi %struct.Interval [ %11, %9 ], [ %15, %14 ], [ { float 0.000000e+00, float poison }, %16 ]
  %20 = phi float [ %7, %9 ], [ %6, %14 ], [ %17, %16 ]
  %21 = insertvalue %struct.Interval %19, float %20, 1
  ret %struct.Interval %21
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Interval @_Z8idiv_pos8IntervalS_(ptr nocapture noundef readonly byval(%struct.Interval) align 4 %0, ptr nocapture noundef readonly byval(%struct.Interval) align 4 %1) local_unnamed_addr #0 {
  %3 = load float, ptr %0, align 4, !tbaa !10
  %4 = fcmp contract ult float %3, 0.000000e+00
  %5 = select i1 %4, i64 0, i64 4
  %6 = getelementptr inbounds i8, ptr %1, i64 %5
  %7 = load float, ptr %6, align 4, !tbaa !16
  %8 = tail call noundef float @llvm.nvvm.div.rm.f(float %3, float %7)
  %9 = getelementptr inbounds i8, ptr %0, i64 4
  %10 = load float, ptr %9, align 4, !tbaa !15
  %11 = fcmp contract ult float %10, 0.000000e+00
  %12 = select i1 %11, i64 4, i64 0
  %13 = getelementptr inbounds i8, ptr %1, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !16
  %15 = tail call noundef float @llvm.nvvm.div.rp.f(float %10, float %14)
  %16 = insertvalue %struct.Interval poison, float %8, 0
  %17 = insertvalue %struct.Interval %16, float %15, 1
  ret %struct.Interval %17
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Interval @_Z5isqrt8Interval(ptr nocapture noundef readonly byval(%struct.Interval) align 4 %0) local_unnamed_addr #0 {
  %2 = load float, ptr %0, align 4, !tbaa !10
  %3 = tail call noundef float @llvm.maxnum.f32(float %2, float 0.000000e+00)
  %4 = tail call noundef float @llvm.nvvm.sqrt.rm.f(float %3)
  %5 = getelementptr inbounds i8, ptr %0, i64 4
  %6 = load float, ptr %5, align 4, !tbaa !15
  %7 = tail call noundef float @llvm.nvvm.sqrt.rp.f(float %6)
  %8 = insertvalue %struct.Interval poison, float %4, 0
  %9 = insertvalue %struct.Interval %8, float %7, 1
  ret %struct.Interval %9
}

; Function Attrs: norecurse nounwind memory(argmem: readwrite)
define dso_local void @interval_eval(ptr nocapture noundef readonly %0, float noundef %1, float noundef %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, ptr nocapture noundef writeonly %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %6
  br i1 %13, label %14, label %53

14:                                               ; preds = %7
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds float, ptr %0, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !16
  %18 = tail call noundef float asm "sub.rm.f32 $0, $1, $2;", "=f,f,f"(float %17, float %1) #7, !srcloc !17
  %19 = tail call noundef float @llvm.nvvm.add.rp.f(float %17, float %1)
  %20 = tail call noundef float @llvm.nvvm.mul.rp.f(float %18, float %18)
  %21 = tail call noundef float @llvm.nvvm.mul.rp.f(float %19, float %19)
  %22 = fcmp contract ult float %18, 0.000000e+00
  br i1 %22, label %25, label %23

23:                                               ; preds = %14
  %24 = tail call noundef float @llvm.nvvm.mul.rm.f(float %18, float %18)
  br label %30

25:                                               ; preds = %14
  %26 = tail call noundef float @llvm.nvvm.mul.rm.f(float %19, float %19)
  %27 = fcmp contract ugt float %19, 0.000000e+00
  br i1 %27, label %28, label %30

28:                                               ; preds = %25
  %29 = tail call noundef float @llvm.maxnum.f32(float %20, float %21)
  br label %30

30:                                               ; preds = %25, %23, %28
  %31 = phi float [ %24, %23 ], [ 0.000000e+00, %28 ], [ %26, %25 ]
  %32 = phi float [ %21, %23 ], [ %29, %28 ], [ %20, %25 ]
  %33 = tail call noundef float @llvm.nvvm.add.rm.f(float %31, float 1.000000e+00)
  %34 = tail call noundef float @llvm.nvvm.add.rp.f(float %32, float 1.000000e+00)
  %35 = tail call noundef float @llvm.maxnum.f32(float %33, float 0.000000e+00)
  %36 = tail call noundef float @llvm.nvvm.sqrt.rm.f(float %35)
  %37 = tail call noundef float @llvm.nvvm.sqrt.rp.f(float %34)
  %38 = tail call noundef float @llvm.nvvm.add.rm.f(float %18, float 2.000000e+00)
  %39 = tail call noundef float @llvm.nvvm.add.rp.f(float %19, float 2.000000e+00)
  %40 = fcmp contract ult float %36, 0.000000e+00
  %41 = select i1 %40, float %38, float %39
  %42 = tail call noundef float @llvm.nvvm.div.rm.f(float %36, float %41)
  %43 = fcmp contract ult float %37, 0.000000e+00
  %44 = select i1 %43, float %39, float %38
  %45 = tail call noundef float @llvm.nvvm.div.rp.f(float %37, float %44)
  %46 = tail call noundef float @llvm.nvvm.fma.rm.f(float %2, float %18, float %42)
  %47 = tail call noundef float @llvm.nvvm.fma.rp.f(float %2, float %19, float %45)
  %48 = getelementptr inbounds float, ptr %3, i64 %15
  store float %46, ptr %48, align 4, !tbaa !16
  %49 = getelementptr inbounds float, ptr %4, i64 %15
  store float %47, ptr %49, align 4, !tbaa !16
  %50 = tail call noundef float asm "sub.rp.f32 $0, $1, $2;", "=f,f,f"(float %47, float %46) #7, !srcloc !18
  %51 = tail call noundef float @llvm.nvvm.rcp.rm.f(float %50)
  %52 = getelementptr inbounds float, ptr %5, i64 %15
  store float %51, ptr %52, align 4, !tbaa !16
  br label %53

53:                                               ; preds = %7, %30
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @exact_ops(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %55

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !16
  %15 = getelementptr inbounds float, ptr %1, i64 %12
  %16 = load float, ptr %15, align 4, !tbaa !16
  %17 = tail call noundef float @llvm.nvvm.div.rn.f(float %14, float %16)
  %18 = getelementptr inbounds float, ptr %2, i64 %12
  store float %17, ptr %18, align 4, !tbaa !16
  %19 = tail call noundef float @llvm.nvvm.mul.rz.f(float %14, float %16)
  %20 = add nsw i32 %9, %3
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %2, i64 %21
  store float %19, ptr %22, align 4, !tbaa !16
  %23 = tail call noundef float @llvm.nvvm.fabs.f(float %14)
  %24 = tail call noundef float @llvm.nvvm.sqrt.rm.f(float %23)
  %25 = shl nsw i32 %3, 1
  %26 = add nsw i32 %25, %9
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %2, i64 %27
  store float %24, ptr %28, align 4, !tbaa !16
  %29 = tail call noundef float @llvm.nvvm.rcp.rn.f(float %16)
  %30 = mul nsw i32 %3, 3
  %31 = add nsw i32 %30, %9
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr %2, i64 %32
  store float %29, ptr %33, align 4, !tbaa !16
  %34 = tail call noundef float @llvm.nvvm.fabs.f(float %16)
  %35 = tail call noundef float @llvm.nvvm.sqrt.rn.f(float %34)
  %36 = shl nsw i32 %3, 2
  %37 = add nsw i32 %36, %9
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %2, i64 %38
  store float %35, ptr %39, align 4, !tbaa !16
  %40 = tail call noundef float @llvm.nvvm.div.rz.f(float %14, float %16)
  %41 = mul nsw i32 %3, 5
  %42 = add nsw i32 %41, %9
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %2, i64 %43
  store float %40, ptr %44, align 4, !tbaa !16
  %45 = tail call noundef float @llvm.nvvm.add.rz.f(float %14, float %16)
  %46 = mul nsw i32 %3, 6
  %47 = add nsw i32 %46, %9
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr %2, i64 %48
  store float %45, ptr %49, align 4, !tbaa !16
  %50 = tail call noundef float @llvm.nvvm.fma.rz.f(float %14, float %16, float 1.000000e+00)
  %51 = mul nsw i32 %3, 7
  %52 = add nsw i32 %51, %9
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %2, i64 %53
  store float %50, ptr %54, align 4, !tbaa !16
  br label %55

55:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @bound_rows(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, ptr nocapture noundef writeonly %5, ptr nocapture noundef writeonly %6, ptr nocapture noundef writeonly %7, i32 noundef %8, i32 noundef %9) local_unnamed_addr #3 {
  %11 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  %16 = icmp slt i32 %15, %8
  br i1 %16, label %17, label %102

17:                                               ; preds = %10
  %18 = icmp sgt i32 %9, 0
  br i1 %18, label %19, label %45

19:                                               ; preds = %17
  %20 = mul nsw i32 %15, %9
  %21 = and i32 %9, 1
  %22 = icmp eq i32 %9, 1
  br i1 %22, label %25, label %23

23:                                               ; preds = %19
  %24 = and i32 %9, 2147483646
  br label %75

25:                                               ; preds = %75, %19
  %26 = phi double [ poison, %19 ], [ %95, %75 ]
  %27 = phi double [ poison, %19 ], [ %96, %75 ]
  %28 = phi double [ poison, %19 ], [ %97, %75 ]
  %29 = phi double [ poison, %19 ], [ %98, %75 ]
  %30 = phi double [ 0.000000e+00, %19 ], [ %95, %75 ]
  %31 = phi i32 [ 0, %19 ], [ %99, %75 ]
  %32 = phi double [ 0.000000e+00, %19 ], [ %98, %75 ]
  %33 = phi double [ 0.000000e+00, %19 ], [ %97, %75 ]
  %34 = phi double [ 0.000000e+00, %19 ], [ %96, %75 ]
  %35 = icmp eq i32 %21, 0
  br i1 %35, label %45, label %36

36:                                               ; preds = %25
  %37 = add nsw i32 %31, %20
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds double, ptr %0, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !19
  %41 = tail call noundef double @llvm.nvvm.add.rm.d(double %30, double %40)
  %42 = tail call noundef double @llvm.nvvm.add.rp.d(double %34, double %40)
  %43 = tail call noundef double @llvm.nvvm.fma.rm.d(double %40, double %40, double %33)
  %44 = tail call noundef double @llvm.nvvm.fma.rp.d(double %40, double %40, double %32)
  br label %45

45:                                               ; preds = %36, %25, %17
  %46 = phi double [ 0.000000e+00, %17 ], [ %27, %25 ], [ %42, %36 ]
  %47 = phi double [ 0.000000e+00, %17 ], [ %28, %25 ], [ %43, %36 ]
  %48 = phi double [ 0.000000e+00, %17 ], [ %29, %25 ], [ %44, %36 ]
  %49 = phi double [ 0.000000e+00, %17 ], [ %26, %25 ], [ %41, %36 ]
  %50 = sext i32 %9 to i64
  %51 = tail call noundef double @llvm.nvvm.ll2d.rn(i64 %50)
  %52 = tail call noundef float @llvm.nvvm.d2f.rm(double %49)
  %53 = sext i32 %15 to i64
  %54 = getelementptr inbounds float, ptr %2, i64 %53
  store float %52, ptr %54, align 4, !tbaa !16
  %55 = tail call noundef float @llvm.nvvm.d2f.rp(double %46)
  %56 = getelementptr inbounds float, ptr %3, i64 %53
  store float %55, ptr %56, align 4, !tbaa !16
  %57 = tail call noundef double @llvm.nvvm.div.rm.d(double %47, double %51)
  %58 = tail call noundef double @llvm.nvvm.sqrt.rm.d(double %57)
  %59 = tail call noundef float @llvm.nvvm.d2f.rm(double %58)
  %60 = getelementptr inbounds float, ptr %4, i64 %53
  store float %59, ptr %60, align 4, !tbaa !16
  %61 = tail call noundef double @llvm.nvvm.div.rp.d(double %48, double %51)
  %62 = tail call noundef double @llvm.nvvm.sqrt.rp.d(double %61)
  %63 = tail call noundef float @llvm.nvvm.d2f.rp(double %62)
  %64 = getelementptr inbounds float, ptr %5, i64 %53
  store float %63, ptr %64, align 4, !tbaa !16
  %65 = getelementptr inbounds i64, ptr %1, i64 %53
  %66 = load i64, ptr %65, align 8, !tbaa !21
  %67 = tail call noundef float @llvm.nvvm.ll2f.rm(i64 %66)
  %68 = uitofp i32 %15 to float
  %69 = fadd contract float %67, %68
  %70 = getelementptr inbounds float, ptr %6, i64 %53
  store float %69, ptr %70, align 4, !tbaa !16
  %71 = tail call noundef float @llvm.nvvm.ll2f.rp(i64 %66)
  %72 = sitofp i32 %15 to float
  %73 = fadd contract float %71, %72
  %74 = getelementptr inbounds float, ptr %7, i64 %53
  store float %73, ptr %74, align 4, !tbaa !16
  br label %102

75:                                               ; preds = %75, %23
  %76 = phi double [ 0.000000e+00, %23 ], [ %95, %75 ]
  %77 = phi i32 [ 0, %23 ], [ %99, %75 ]
  %78 = phi double [ 0.000000e+00, %23 ], [ %98, %75 ]
  %79 = phi double [ 0.000000e+00, %23 ], [ %97, %75 ]
  %80 = phi double [ 0.000000e+00, %23 ], [ %96, %75 ]
  %81 = phi i32 [ 0, %23 ], [ %100, %75 ]
  %82 = add nsw i32 %77, %20
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds double, ptr %0, i64 %83
  %85 = load double, ptr %84, align 8, !tbaa !19
  %86 = tail call noundef double @llvm.nvvm.add.rm.d(double %76, double %85)
  %87 = tail call noundef double @llvm.nvvm.add.rp.d(double %80, double %85)
  %88 = tail call noundef double @llvm.nvvm.fma.rm.d(double %85, double %85, double %79)
  %89 = tail call noundef double @llvm.nvvm.fma.rp.d(double %85, double %85, double %78)
  %90 = or disjoint i32 %77, 1
  %91 = add nsw i32 %90, %20
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds double, ptr %0, i64 %92
  %94 = load double, ptr %93, align 8, !tbaa !19
  %95 = tail call noundef double @llvm.nvvm.add.rm.d(double %86, double %94)
  %96 = tail call noundef double @llvm.nvvm.add.rp.d(double %87, double %94)
  %97 = tail call noundef double @llvm.nvvm.fma.rm.d(double %94, double %94, double %88)
  %98 = tail call noundef double @llvm.nvvm.fma.rp.d(double %94, double %94, double %89)
  %99 = add nuw nsw i32 %77, 2
  %100 = add i32 %81, 2
  %101 = icmp eq i32 %100, %24
  br i1 %101, label %25, label %75, !llvm.loop !23

102:                                              ; preds = %10, %45
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rz.f(float, float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rp.f(float, float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fma.rm.d(double, double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fma.rp.d(double, double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.rn.f(float, float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.rz.f(float, float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.rm.f(float, float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.rp.f(float, float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rcp.rn.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rcp.rm.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rm.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rp.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.div.rm.d(double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.div.rp.d(double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.sqrt.rm.d(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.sqrt.rp.d(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.add.rm.d(double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.add.rp.d(double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rm.f(float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rp.f(float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rm.f(float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rp.f(float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rz.f(float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rz.f(float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.d2f.rm(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.d2f.rp(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.ll2f.rm(i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.ll2f.rp(i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.ll2d.rn(i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #1 = { norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6}
!llvm.ident = !{!7, !8}
!nvvmir.version = !{!9}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @interval_eval, !"kernel", i32 1}
!5 = !{ptr @exact_ops, !"kernel", i32 1}
!6 = !{ptr @bound_rows, !"kernel", i32 1}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!9 = !{i32 2, i32 0}
!10 = !{!11, !12, i64 0}
!11 = !{!"_ZTS8Interval", !12, i64 0, !12, i64 4}
!12 = !{!"float", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C++ TBAA"}
!15 = !{!11, !12, i64 4}
!16 = !{!12, !12, i64 0}
!17 = !{i32 10452}
!18 = !{i32 10888}
!19 = !{!20, !20, i64 0}
!20 = !{!"double", !13, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"long long", !13, i64 0}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.mustprogress"}
